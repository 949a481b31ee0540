/** The admin's alert sounds: WebAudio beeps, no file to download. */

let audio: AudioContext | null = null;

function tone(context: AudioContext, frequency: number, startAt: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, startAt);
  gain.gain.exponentialRampToValueAtTime(0.001, startAt + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + seconds);
}

/**
 * A new order: one high 180 ms beep. A late order: two lower beeps, told apart without looking.
 * Silent when the browser has no WebAudio or blocks it before a user gesture.
 */
export function beep(kind: 'nuevo' | 'atrasado' = 'nuevo'): void {
  try {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    audio ??= new Context();
    const at = audio.currentTime;
    if (kind === 'nuevo') tone(audio, 880, at, 0.18);
    else {
      tone(audio, 520, at, 0.2);
      tone(audio, 520, at + 0.3, 0.2);
    }
  } catch {
    // No sound is not an error.
  }
}
