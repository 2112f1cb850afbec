export function ContentTips() {
  return (
    <aside aria-label="Consejos" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <p className="font-semibold">Consejos</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Los cambios se publican en la web en cuanto pulsas Guardar.</li>
        <li>Si dejas un texto vacío y lo guardas, la web vuelve a mostrar el texto por defecto.</li>
        <li>
          Los textos del sitio tienen pestañas ES, CA y EN: el catalán y el inglés son opcionales y, mientras falten, la
          web muestra el texto en español.
        </li>
        <li>Usa «Vista previa» para ver la página principal en una pestaña nueva.</li>
        <li>Revisa el IBAN y el CIF: aparecen en los contratos y en las instrucciones de transferencia.</li>
      </ul>
    </aside>
  );
}
