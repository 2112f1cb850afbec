import type { ReactNode } from 'react';

/** Centered card of the login and password-reset pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-stone-200 sm:p-8">
        <p className="mb-6 text-center font-serif text-2xl font-bold text-brand-700">
          <a href="/" className="rounded">
            Casa Nova
          </a>
        </p>
        <h1 className="text-center text-xl font-semibold text-stone-900">{title}</h1>
        {subtitle ? <div className="mt-2 text-center text-sm text-stone-600">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const classes =
    tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-brand-200 bg-brand-50 text-brand-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-lg border px-4 py-3 text-sm ${classes}`}>
      {children}
    </div>
  );
}
