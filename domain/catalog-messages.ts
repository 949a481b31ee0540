import { plural } from './plural';

/**
 * Spanish strings of the category list and the CSV import (issue 23), admin only like
 * ADMIN_MESSAGES: the store's first paint does not carry them.
 */
export const CATALOG_MESSAGES = {
  category: {
    nameRequired: 'Escribe el nombre de la categoría.',
    nameTooLong: 'El nombre de la categoría tiene máximo 40 caracteres.',
    nameLetters: 'El nombre de la categoría solo puede tener letras y espacios.',
    exists: (nombre: string) => `Ya existe la categoría «${nombre}».`,
    unknown: (nombre: string) =>
      `La categoría «${nombre}» no está en la lista. Créala con «Nueva categoría» o elige una de la lista.`,
    created: (nombre: string) => `Categoría «${nombre}» creada`,
  },
  csv: {
    noCode: 'Falta la columna "codigo" en la primera fila.',
    noFields:
      'El archivo necesita al menos una de las columnas nombre, categoria, precio, stock o descripcion.',
    unknownColumn: (columna: string) =>
      `La columna "${columna}" no se importa: solo codigo, nombre, categoria, precio, stock y descripcion.`,
    codeFormat: (codigo: string) =>
      `El código ${codigo} no es válido: usa SC- y 4 números (SC-0079) o déjalo vacío para crear uno nuevo.`,
    retired: (codigo: string) =>
      `El producto ${codigo} está retirado de la tienda: usa otro código o deja el código vacío.`,
    newNeeds: (faltan: readonly string[]) =>
      `Para crear un producto ${plural(faltan.length, 'falta', 'faltan')} ${faltan.join(', ').replace(/, ([^,]*)$/, ' y $1')}.`,
    nameTooLong: 'El nombre tiene máximo 120 caracteres.',
    descriptionTooLong: 'La descripción tiene máximo 1.000 caracteres.',
    stockChanged: (stock: number) =>
      `El stock cambió a ${stock} después de la vista previa: vuelve a cargar el archivo.`,
    nothingToApply: 'No hay cambios para aplicar.',
    applied: (n: number) =>
      `Se ${plural(n, 'aplicó', 'aplicaron')} ${n} ${plural(n, 'cambio', 'cambios')} del archivo.`,
    applyLabel: (cambios: number, errores: number) => {
      const apply = `Aplicar ${cambios} ${plural(cambios, 'cambio', 'cambios')}`;
      if (errores === 0) return apply;
      return `${apply}; ${errores} ${plural(errores, 'línea', 'líneas')} con error se ${plural(errores, 'omitirá', 'omitirán')}`;
    },
  },
} as const;
