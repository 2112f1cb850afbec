/**
 * How to choose a buyer's risk, in plain Spanish for an owner who is no lawyer (Ley 10/2010 arts. 7, 14 and 19;
 * docs/product.md §5.7). Shown where files wait for the decision and where it is made.
 */
export function RiskGuide({ open = false }: { open?: boolean }) {
  return (
    <details open={open} className="rounded-lg bg-white p-3 text-sm text-stone-700 ring-1 ring-stone-200">
      <summary className="cursor-pointer font-semibold text-stone-900">Cómo elegir el riesgo</summary>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="font-semibold text-stone-900">Bajo</dt>
          <dd>
            Compra en su propio nombre, con dinero de origen claro y con papeles (nómina, ahorros, una hipoteca de un
            banco español) y nada le llama la atención.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-900">Normal</dt>
          <dd>Lo habitual: nada hace pensar en un riesgo mayor, aunque no todo esté documentado.</dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-900">Alto</dt>
          <dd>
            Siempre para una persona con responsabilidad pública (PEP: quien ocupa u ocupó en los dos últimos años un
            cargo público importante, o su familiar o allegado). También si compra por cuenta de otro o con una sociedad
            cuyos dueños no están claros, si el dinero viene de un país de riesgo, en efectivo o de un origen que no se
            explica, o si quiere pagar desde cuentas de otras personas.
          </dd>
        </div>
      </dl>
      <p className="mt-2">
        Escribe siempre el motivo: qué has comprobado y por qué eliges ese nivel. Un riesgo alto necesita además la
        aprobación expresa de un propietario, con su motivo, antes de firmar y de cobrar (Ley 10/2010, art. 14).
      </p>
    </details>
  );
}
