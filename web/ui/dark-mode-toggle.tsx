import { Moon, Sun } from 'lucide-react';
import { setDarkMode, useDarkMode } from './dark-mode';

export function DarkModeToggle({ className = '' }: { className?: string }) {
  const dark = useDarkMode();
  const label = dark ? 'Activar modo claro' : 'Activar modo oscuro';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={label}
      title={label}
      onClick={() => setDarkMode(!dark)}
      className={`inline-flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 ${className}`}
    >
      {dark ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
