export function AdminApp() {
  return <main>AdminApp</main>;
}
