import type { ReactNode } from 'react';

/**
 * Where passkeys plug into the sign-in's factor step and enrolment (issue 39). The steps render
 * nothing for the 'passkey' method until a screen passes one of these: it renders the
 * "Usar llave de acceso (huella o Face ID)" button for `desafio` and hands the server's answer
 * (`{ token, user }`, plus `codigos_recuperacion` after a first enrolment) to `onSignedIn`, or a
 * Spanish reason to `onError`. Without `desafio` (Mi cuenta) it adds a passkey to the session's
 * account and `onSignedIn` receives the enrolment's answer.
 */
export type PasskeySlot = (step: {
  desafio?: string;
  mode: 'sign-in' | 'enrol';
  onSignedIn(answer: unknown): void;
  onError(message: string): void;
}) => ReactNode;
