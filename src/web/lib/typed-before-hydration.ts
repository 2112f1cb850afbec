type TextField = HTMLInputElement | HTMLTextAreaElement;

const textFields = (root: Element): TextField[] =>
  [...root.querySelectorAll<TextField>('input[name], textarea[name]')].filter(
    (field) => !['checkbox', 'radio', 'hidden', 'file', 'submit', 'button'].includes(field.type),
  );

/**
 * A visitor on a slow phone may type into a server-rendered form before its script has arrived. React adopts
 * the markup but not what was typed into it: its state stays empty, so the next render would wipe the field and
 * submitting would say the field is required. `keepTyped()` notes the fields' values before hydration and returns
 * a function that, once the island listens, hands each non-empty one to React as if it had just been typed
 * (docs/product.md §9: nothing typed is lost).
 */
export function keepTyped(root: Element): () => void {
  // By name, not by element: a field the island draws anew (instead of adopting the server's) still gets its text.
  const before = new Map(textFields(root).map((field) => [field.name, field.value]));
  return () => {
    for (const field of textFields(root)) {
      const value = field.value || before.get(field.name) || '';
      if (value === '') continue;
      // React notices a change through the element's own value property; the prototype's setter then puts the
      // text back without React seeing it, so the input event below reads as a change from empty.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
