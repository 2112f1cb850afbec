export function PaymentPage() {
  return <main>PaymentPage</main>;
}
