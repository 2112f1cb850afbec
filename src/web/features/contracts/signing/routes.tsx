export function SigningPage() {
  return <main>SigningPage</main>;
}
