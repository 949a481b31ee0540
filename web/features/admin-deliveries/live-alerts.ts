/** Alerts for a new order: a short beep (WebAudio, no file), the tab title count, a notification. */

let audio: AudioContext | null = null;

/** A 180 ms beep; silent when the browser has no WebAudio or blocks it before a user gesture. */
export function beep(): void {
  try {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    audio ??= new Context();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.18);
  } catch {
    // No sound is not an error.
  }
}

/** The tab title with the count of unseen new orders in front: '(2) Gestión de entregas · …'. */
export function titleWithCount(title: string, count: number): string {
  const plain = title.replace(/^\(\d+\)\s*/, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
}

/** A system notification when the tab is hidden and the admin allowed them. */
export function notifyHidden(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  try {
    new Notification(title, { body, tag: 'superconjunto-pedidos' });
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}

export function canAskNotifications(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default';
}
