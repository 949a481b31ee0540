/** Shared class names of the admin money forms (phone first: 44 px targets, visible borders). */
export const INPUT =
  'mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100';
export const LABEL = 'block text-sm font-semibold';
export const CARD = 'rounded-2xl border border-gray-200 p-3 dark:border-gray-700';
export const MUTED = 'text-sm text-gray-700 dark:text-gray-300';
export const ERROR_TEXT = 'text-red-800 dark:text-red-300';
