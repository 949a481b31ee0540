/**
 * What the command-line tools tell the person at the terminal (`npm run admin`, `backup`,
 * `restore`): answers on standard output, refusals and errors on standard error. The server
 * itself logs through its pino logger; these run without one, before or beside it.
 */
export function say(message: string): void {
  process.stdout.write(`${message}\n`);
}

export function complain(message: unknown): void {
  process.stderr.write(`${message instanceof Error ? message.message : String(message)}\n`);
}
