import { useSyncExternalStore } from 'react';
import { getDarkMode, setDarkMode as saveDarkMode } from '../app/storage';

// The class on <html> is the source of truth: web/public/theme.js sets it before first paint
// with the same rule as here (saved choice, else the system preference).
const listeners = new Set<() => void>();

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the saved choice (or the system preference) to <html>; for the app's start and tests. */
export function applySavedDarkMode(): void {
  const saved = getDarkMode();
  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', saved ?? prefersDark);
  listeners.forEach((listener) => listener());
}

/** Turns dark mode on or off, saves it under `darkMode`, and tells every subscriber. */
export function setDarkMode(on: boolean): void {
  document.documentElement.classList.toggle('dark', on);
  saveDarkMode(on);
  listeners.forEach((listener) => listener());
}

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
