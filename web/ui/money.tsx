import { formatCOP } from '../../domain/money';

/**
 * An amount as people read it ('$ 12.500', '-$ 2.000') that never wraps inside: the sign, the
 * '$' and the digits stay on one line however narrow the screen.
 */
export function Money({ value, className = '' }: { value: number; className?: string }) {
  return <span className={`whitespace-nowrap ${className}`.trimEnd()}>{formatCOP(value)}</span>;
}
