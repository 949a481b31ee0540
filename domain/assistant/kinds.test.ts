import { describe, expect, it } from 'vitest';
import { answerChat } from './engine';
import { fixtureContext } from './fixtures';
import { kindOf } from './kinds';

describe('kinds of things, sold here or not (issue 43)', () => {
  it.each([
    ['uvas', 'fruta'],
    ['piña', 'fruta'],
    ['pina', 'fruta'],
    ['sandía', 'fruta'],
    ['Brócoli', 'verdura'],
    ['lomo', 'carne'],
    ['cerveza', null],
  ])('%s is a %s', (word, kind) => {
    expect(kindOf(word)).toBe(kind);
  });

  it('follows "No tenemos" for a fruit with the fruits in stock, the word kept as typed', () => {
    const answer = answerChat({ mensaje: '¿tienen piña?' }, fixtureContext()).respuesta;
    expect(answer).toMatch(/^No tenemos "piña"\. Como alternativa tenemos: /);
    expect(answer).toContain('Banano criollo 1 kg');
    expect(answer).not.toContain('Arroz');
  });

  it('answers a thing not sold apart from an item sold in the same message', () => {
    const answer = answerChat({ mensaje: 'cuánto vale la piña y la leche entera' }, fixtureContext());
    expect(answer.respuesta).toMatch(/^No tenemos "piña"\./);
    expect(answer.respuesta).toContain('Leche entera Alquería 1,1 L cuesta');
  });

  it('offers nothing of a kind it does not know', () => {
    expect(answerChat({ mensaje: 'tienen cerveza' }, fixtureContext()).respuesta).toBe(
      'No tenemos "cerveza".',
    );
  });
});
