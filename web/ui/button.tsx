import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-400 dark:text-gray-950 dark:hover:bg-emerald-300',
  secondary:
    'border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:bg-transparent dark:text-emerald-300 dark:hover:bg-emerald-950',
  ghost: 'text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800',
  danger:
    'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-gray-950 dark:hover:bg-red-300',
};

const SIZES: Record<ButtonSize, string> = {
  small: 'min-h-9 px-3 text-sm',
  medium: 'min-h-11 px-4 text-base',
  large: 'min-h-12 px-6 text-lg',
};

/** Class names of a button, for links that look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button type={type} className={`${buttonClasses(variant, size)} ${className}`} {...props} />
  );
}
