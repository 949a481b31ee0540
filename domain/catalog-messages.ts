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
      `La columna "${columna}" no se importa: solo codigo, nombre, categoria, precio, costo_compra, stock, stock_exportado y descripcion.`,
    noExportedStock:
      'Este archivo no trae la columna stock_exportado (es de una versión anterior): el stock se aplicará como cifra fija, sin descontar lo vendido después de exportar. Exporta de nuevo para que el stock vendido no vuelva.',
    costInvalid: 'El costo de compra debe ser un número entero de pesos.',
    costMax: 'El costo de compra máximo es $\u00a02.000.000.',
    exportedStockInvalid: 'La columna stock_exportado se llena sola al exportar: no la edites.',
    stockConflict: (exportado: number, actual: number, archivo: number) =>
      `El stock cambió desde que exportaste: el archivo salió con ${exportado} u., ahora hay ${actual} u. y el archivo dice ${archivo} u.`,
    stockDifferenceBelowZero: (actual: number, diferencia: number) =>
      `Sumar ${diferencia} u. a las ${actual} u. de ahora dejaría el stock bajo cero: omite esta línea o corrige el archivo.`,
    priceUntick:
      'Hay precios para revisar: marca «Confirmo el precio» en cada uno o corrige el archivo.',
    conflictUndecided: 'Elige qué hacer con cada línea que cambió desde que exportaste.',
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
