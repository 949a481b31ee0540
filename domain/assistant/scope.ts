import { DEFAULT_SETTINGS } from '../settings';
import { words } from './normalize';

/**
 * What the assistant does not do (issue 25): a message about something outside the shop gets a
 * short scope answer before any product search, so "¿Quién ganó el partido de Millonarios
 * anoche?" is never answered with a package that happens to share a word.
 */
const OUTSIDE =
  /\b(partido|partidos|futbol|gol|goles|millonarios|santa fe|atletico nacional|america de cali|seleccion colombia|liga betplay|mundial|marcador|quien gano|quien perdio|noticia|noticias|presidente|elecciones|gobierno|alcalde|politica|el clima|va a llover|dolar hoy|horoscopo|chiste|receta de|administracion del conjunto|cuota de administracion|asamblea|parqueadero|ruido|el vecino|la vecina|los vecinos|mi vecino|mi vecina|vecino del|vecina del)\b/;

const OTHER_PLACE =
  /\b(otro conjunto|otros conjuntos|conjunto de al lado|conjunto vecino|el conjunto del frente|otro edificio|fuera del conjunto|otro barrio|otra direccion|a otra ciudad)\b/;

const TOWER_WORDS: Record<string, number> = {
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

/** A tower the shop does not serve ("torre 6" when it has five), or null. */
function towerOutside(normalised: string, towers: number): number | null {
  const list = words(normalised);
  for (let i = 0; i < list.length - 1; i++) {
    if (list[i] !== 'torre' && list[i] !== 'torres') continue;
    const next = list[i + 1]!;
    const n = /^\d{1,3}$/.test(next) ? Number(next) : TOWER_WORDS[next];
    if (n !== undefined && (n < 1 || n > towers)) return n;
  }
  return null;
}

export type Scope = 'outside' | 'delivery' | null;

/**
 * Outside the shop (sports, news, neighbours) or a delivery the shop does not make: another
 * place, or a tower beyond the settings' `tienda.torres`.
 */
export function scopeOf(
  normalised: string,
  towers: number = DEFAULT_SETTINGS.tienda.torres,
): Scope {
  if (OTHER_PLACE.test(normalised) || towerOutside(normalised, towers) !== null) return 'delivery';
  if (OUTSIDE.test(normalised)) return 'outside';
  return null;
}

const ERASE =
  /\b(borra|borrar|borren|borrame|elimina|eliminar|eliminen|cierra|cerrar|quiten|quitar|descargar|exportar)\b.*\b(mis datos|mi cuenta|mi informacion|mis informacion|datos personales)\b|\b(derecho al olvido|habeas data)\b/;
const EDIT =
  /\b(cambiar|cambio|cambiarme|actualizar|actualiza|editar|modificar|corregir)\b.*\b(direccion|apartamento|apto|torre|telefono|celular|correo|nombre|datos|contrase[nñ]a|clave|perfil)\b|\bme mude\b|\bme cambie de (apartamento|torre)\b/;

export type AccountRequest = 'erase' | 'edit' | null;

/** "borra mis datos" / "cambiar mi dirección": things the resident does in Mi cuenta. */
export function accountRequestOf(normalised: string): AccountRequest {
  if (ERASE.test(normalised)) return 'erase';
  if (EDIT.test(normalised)) return 'edit';
  return null;
}
