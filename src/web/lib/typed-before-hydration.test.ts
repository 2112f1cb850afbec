// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { keepTyped } from './typed-before-hydration';

describe('keepTyped', () => {
  it('gives a field drawn anew during hydration the text typed into the one it replaced', () => {
    const root = document.createElement('form');
    root.innerHTML = '<textarea name="message"></textarea><input name="name">';
    root.querySelector('textarea')!.value = 'Escrito antes del script';
    const replay = keepTyped(root);
    // The island replaces the server's textarea instead of adopting it.
    root.querySelector('textarea')!.replaceWith(Object.assign(document.createElement('textarea'), { name: 'message' }));
    const typed: string[] = [];
    root.addEventListener('input', (event) => typed.push((event.target as HTMLTextAreaElement).value));
    replay();
    expect(root.querySelector('textarea')!.value).toBe('Escrito antes del script');
    expect(typed).toEqual(['Escrito antes del script']);
  });
});
