// Placeholder until the contracts feature lands (the contracts engineer replaces this file).
export function ContractsPage() {
  return <h1 className="text-2xl font-semibold text-stone-900">Contratos y Firmas</h1>;
}
