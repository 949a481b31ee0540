import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script exactly as written', () => {
    const html =
      '<head><script>(function(){a()})()</script><script type="module" src="/assets/x.js"></script></head>' +
      '<body><script>(function(){a()})()</script><script>\n b();\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){a()})()'), sha('\n b();\n')]);
  });

  it('gives nothing for a page with only external or empty scripts', () => {
    expect(inlineScriptHashes('<script src="/theme.js"></script><script> </script>')).toEqual([]);
  });
});
