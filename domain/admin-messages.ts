import { MESSAGES } from './messages';
import { formatCOP, groupThousands } from './money';
import { countOf, NOUNS, plural } from './plural';
import { PRODUCT_LIMITS } from './products';
import { formatPercent } from './percent';

/**
 * The administrator's Spanish strings (the panel and the admin API), kept out of MESSAGES so the
 * store's first paint does not carry them: only admin chunks and the server import this module.
 */
export const ADMIN_MESSAGES = {
  admin: {
    package: {
      nameRequired: 'El nombre del paquete es obligatorio',
      priceRequired: 'El precio del paquete es obligatorio',
      priceInvalid: 'El precio del paquete debe ser un valor en pesos, sin decimales, mayor a 0',
      productsRequired: 'Debe agregar al menos un producto al paquete',
      lowSaving: (percent: number) => `El ahorro es muy bajo (${percent}%). ¿Continuar?`,
      // A package dearer than its products is no saving at all: "0 %" hid that (issue 24).
      noSaving: (extra: number) =>
        `El paquete cuesta ${formatCOP(extra)} más que sus productos por separado: no hay ahorro. ¿Continuar?`,
      noResults: 'No se encontraron productos',
      saveError: 'Error procesando paquete',
      updated: 'Paquete actualizado',
      created: 'Paquete creado',
      deleteError: 'Error eliminando paquete',
      categoryInvalid: 'Selecciona una categoría válida',
      datesInvalid: 'La fecha de fin debe ser posterior a la fecha de inicio',
      productInvalid: 'Producto inválido en el paquete',
      notFound: 'Paquete no encontrado',
      deleted: 'Paquete eliminado',
      retired:
        'El paquete aparece en pedidos: se retiró de la tienda y se conserva en el historial',
    },
    product: {
      codeRequired: 'El código es obligatorio',
      codeFormat: 'El código debe tener el formato SC-0001',
      codeTaken: 'Ya existe un producto con ese código',
      notFound: 'Producto no encontrado',
      created: 'Producto creado',
      updated: 'Producto actualizado',
      deleted: 'Producto eliminado',
      retired:
        'El producto aparece en pedidos o paquetes: se retiró de la tienda y se conserva en el historial',
      nameRequired: 'El nombre es obligatorio',
      aliasesTooMany: (max: number) => `«También se busca como» admite máximo ${max} palabras`,
      aliasTooLong: (max: number) =>
        `Cada palabra de «También se busca como» puede tener máximo ${max} caracteres`,
      aliasTooShort: (min: number) =>
        `Cada palabra de «También se busca como» debe tener al menos ${min} letras`,
      priceRequired: 'El precio es obligatorio',
      priceInvalid: 'El precio debe ser un valor en pesos, sin decimales, mayor o igual a 0',
      categoryRequired: 'La categoría es obligatoria',
      stockInvalid: 'El stock debe ser un número entero mayor o igual a 0',
      stockMax: `El stock máximo es ${groupThousands(PRODUCT_LIMITS.stockMax)}`,
      priceMax: `El precio máximo es ${formatCOP(PRODUCT_LIMITS.priceMax)}`,
      costMax: `El costo máximo es ${formatCOP(PRODUCT_LIMITS.priceMax)}`,
      imageInvalid: 'La imagen debe ser una URL válida',
      saveError: 'Error al guardar',
      deleteError: 'Error al eliminar',
      connection: 'Error de conexión',
      discountInvalid: 'El descuento debe estar entre 0 y 90',
      defaultBadge: 'Oferta especial',
      costInvalid: 'El costo debe ser un número entero mayor o igual a 0',
      targetMarginInvalid: 'El margen objetivo debe ser mayor o igual a 0 y menor que 100',
      costError: 'Error actualizando costo',
      priceUnusual: (precio: number, categoria: string, minimo: number, maximo: number) =>
        `¿Seguro? ${formatCOP(precio)} es muy alto para ${categoria} (suele estar entre ${formatCOP(minimo)} y ${formatCOP(maximo)})`,
      priceTooLow: (precio: number, categoria: string, minimo: number, maximo: number) =>
        `¿Seguro? ${formatCOP(precio)} es muy bajo para ${categoria} (suele estar entre ${formatCOP(minimo)} y ${formatCOP(maximo)}): revisa si falta un cero.`,
      priceBelowCost: (precio: number, costo: number) =>
        `¿Seguro? ${formatCOP(precio)} está por debajo del costo de compra (${formatCOP(costo)}): perderías ${formatCOP(costo - precio)} en cada unidad.`,
    },
    promo: {
      quantityInvalid: 'La cantidad debe estar entre 1 y 1.000 códigos por lote',
      quantityRequired: 'Escribe cuántos códigos generar (entre 1 y 1.000)',
      discountInvalid: 'El descuento debe estar entre 1 y 90',
      discountRequired: 'Escribe el porcentaje de descuento (entre 1 y 90)',
      typeInvalid: 'Selecciona un tipo de código válido',
      deleteModeInvalid: 'Selecciona qué códigos eliminar',
      deleteTypeRequired: 'Selecciona el tipo de códigos a eliminar',
      generated: (n: number) => (n === 1 ? 'Se generó 1 código' : `Se generaron ${n} códigos`),
      deleted: (n: number) =>
        n === 1 ? 'Se eliminó 1 código no usado' : `Se eliminaron ${n} códigos no usados`,
      listStateInvalid: 'El estado debe ser todos, disponibles o usados',
      formatInvalid: 'El formato debe ser txt o csv',
    },
    popup: {
      titleRequired: 'El título es obligatorio',
      imageInvalid: 'La imagen debe ser una URL válida',
    },
    expense: {
      conceptRequired: 'El concepto es obligatorio',
      amountInvalid: 'El monto debe ser un número entero de pesos mayor a 0',
      typeInvalid: 'El tipo debe ser fijo o variable',
      frequencyInvalid: 'Selecciona una frecuencia válida',
      dateInvalid: MESSAGES.fields.dateInvalid,
      rangeInvalid: 'La fecha final debe ser igual o posterior a la fecha de inicio',
      addError: 'Error agregando gasto',
      deleteError: 'Error eliminando gasto',
    },
    profitability: {
      loadError: (message: string) => `Error cargando datos: ${message}`,
      periodInvalid: 'Selecciona un periodo válido',
      datesRequired: 'Selecciona las fechas de inicio y fin',
      dateInvalid: MESSAGES.fields.dateInvalid,
      rangeInvalid: 'La fecha de inicio debe ser anterior o igual a la fecha final',
    },
    idInvalid: MESSAGES.fields.idInvalid,
    margins: {
      noSuggestion:
        'Registra un costo y un margen objetivo mayores a 0 para calcular el precio sugerido',
      costSaved: 'Costo actualizado',
      priceApplied: (price: string) => `Precio actualizado a ${price}`,
      discountSaved: 'Descuento actualizado',
    },
    expenses: {
      notFound: 'Gasto no encontrado',
      added: 'Gasto agregado',
      deleted: 'Gasto eliminado',
      datesUpdated: 'Fechas del gasto actualizadas',
    },
    profitabilityExport: {
      totalRow: 'Total del periodo',
      expensesRow: 'Gastos prorrateados',
      netRow: 'Utilidad neta',
      owedRow: 'Por cobrar (efectivo sin entregar)',
    },
    popupAdmin: {
      created: 'Promoción publicada',
      deactivated: 'Promoción desactivada',
      noneActive: 'No hay una promoción activa',
    },
  },
  residents: {
    notFound: 'No encontramos a esa persona',
    loadError: 'No pudimos cargar la ficha.',
    pointsZero:
      'Escribe cuántos puntos sumar (por ejemplo 50) o quitar (por ejemplo -50); no puede ser 0',
    pointsTooMany: 'El ajuste máximo es de 100.000 puntos',
    pointsBelowZero: (balance: number) =>
      `No puedes quitar más de los ${balance} puntos que tiene disponibles`,
    reasonRequired: 'Escribe el motivo del ajuste (lo verá la persona)',
    reasonTooLong: 'El motivo admite hasta 200 caracteres',
    adjusted: (delta: number, balance: number) =>
      `${delta > 0 ? 'Sumaste' : 'Quitaste'} ${Math.abs(delta)} ${Math.abs(delta) === 1 ? 'punto' : 'puntos'}. Saldo: ${balance}`,
  },
  audit: {
    dateInvalid: 'Escribe la fecha como AAAA-MM-DD',
    rangeInvalid: 'La fecha "hasta" debe ser igual o posterior a "desde"',
    personInvalid: 'Elige una persona de la lista',
    kindInvalid: 'Elige un tipo de cambio de la lista',
    loadError: 'No pudimos cargar el registro de cambios.',
    empty: 'No hay cambios con estos filtros.',
  },
  adminOps: {
    lastAdmin: 'No se puede quitar el rol al último administrador.',
    roleChanged: 'Rol actualizado',
    userNotFound: 'Usuario no encontrado',
    productNotFound: 'Producto no encontrado',
    stockBelowZero: 'El stock no puede quedar por debajo de 0.',
    stockChanged: (stock: number) => `El stock cambió a ${stock} mientras editabas.`,
    stockUpdated: 'Stock actualizado',
    cursorInvalid: 'La página pedida ya no es válida; vuelve a cargar la lista.',
    csvInvalid: 'El archivo tiene errores: no se aplicó ningún cambio.',
    csvEmpty: 'El archivo está vacío.',
    csvNoCode: 'Falta la columna "codigo" en la primera fila.',
    csvNoFields: 'El archivo necesita una columna "precio" o "stock".',
    csvCodeMissing: 'Falta el código del producto.',
    csvUnknownCode: (codigo: string) => `No existe un producto con el código ${codigo}.`,
    csvDuplicateCode: (codigo: string, fila: number) =>
      `El código ${codigo} ya aparece en la fila ${fila}.`,
    csvPriceInvalid: 'El precio debe ser un número entero mayor o igual a 0.',
    csvStockInvalid: 'El stock debe ser un número entero mayor o igual a 0.',
    csvPriceMax: `El precio máximo es ${formatCOP(PRODUCT_LIMITS.priceMax)}.`,
    csvStockMax: `El stock máximo es ${groupThousands(PRODUCT_LIMITS.stockMax)}.`,
    csvParse: (detalle: string) => `No se pudo leer la fila: ${detalle}`,
  },
  adminMoney: {
    generateConfirm: (cantidad: number, descuento: number, tipo: string, vence: string | null) =>
      `Se ${plural(cantidad, 'generará', 'generarán')} ${countOf(cantidad, ...NOUNS.codigo)} de ${formatPercent(descuento, 0)} de tipo ${tipo}${vence ? `, ${plural(cantidad, 'válido', 'válidos')} hasta el ${vence}` : ', sin vencimiento'}.`,
    generatedDetail: (nuevos: number, duplicados: number) =>
      `Nuevos: ${nuevos} · Duplicados descartados: ${duplicados}`,
    showing: (shown: number, total: number) =>
      `Mostrando ${shown} de ${countOf(total, ...NOUNS.codigo)}`,
    noCodes: 'No hay códigos en este filtro.',
    copied: (codigo: string) => `Código ${codigo} copiado`,
    copyFailed: 'No se pudo copiar el código. Selecciónalo y cópialo a mano.',
    downloaded: (name: string) => `Descargado ${name}`,
    downloadError: 'No se pudo descargar el archivo.',
    deleteConfirmAll:
      'Se eliminarán todos los códigos que no se han usado. Los usados se conservan.',
    deleteConfirmType: (tipo: string) => `Se eliminarán los códigos no usados de tipo ${tipo}.`,
    loadError: 'No pudimos cargar los datos. Intenta de nuevo.',
    saveError: 'No se pudo guardar. Intenta de nuevo.',
    popupActive: 'Promoción activa',
    popupNone: 'No hay una promoción activa.',
    popupHistoryEmpty: 'Aún no hay promociones publicadas.',
    previewAlt: 'Vista previa de la imagen',
    noProducts: 'No se encontraron productos',
    moreProducts: (n: number) => `Y ${n} productos más: usa la búsqueda para encontrarlos.`,
    packageDeleteConfirm: (nombre: string) =>
      `Se eliminará el paquete "${nombre}". Si ya aparece en pedidos, se retira de la tienda y se conserva en el historial.`,
    packagesEmpty: 'Aún no hay paquetes. Crea el primero.',
    buildable: (n: number) =>
      n === 1 ? 'Se puede armar 1 paquete' : `Se pueden armar ${n} paquetes`,
    expenseDeleteConfirm: (concepto: string) => `Se eliminará el gasto "${concepto}".`,
    expensesEmpty: 'Aún no hay gastos registrados.',
    alertsEmpty: 'Sin alertas de margen.',
    /** Issue 41: the suggested price says what it is for, and that a lower one lowers the price. */
    suggestedFor: (target: number) => `Precio sugerido para ${formatPercent(target)} de margen`,
    suggestedBelowCurrent: (margin: string) =>
      `Es más bajo que tu precio actual, que ya deja ${margin} de margen: aplicarlo baja el precio.`,
    marginAgainstTarget: (margin: string, target: number) =>
      `Margen actual ${margin} · objetivo ${formatPercent(target)}`,
    exported: 'Reporte descargado',
    applyPriceTitle: (nombre: string) => `¿Aplicar el precio sugerido a ${nombre}?`,
    applyPriceConfirm: 'Sí, aplicar precio',
    undo: 'Deshacer',
    priceRestored: (price: string) => `Precio restaurado a ${price}`,
    undoError: 'No se pudo restaurar el precio anterior. Cámbialo desde Productos.',
  },
} as const;
