import type { ReactNode } from 'react';
import { Spinner } from '@scenedock/ui';
import { MAIN_ID, SkipLink } from '../frame/SkipLink';

/** The centred card the sign-in, reset and invitation screens share. */
export function PublicScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {/* Every page has it, though here the form is near the top: the same first Tab everywhere. */}
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-purple-50 px-4 py-12 focus:outline-none"
      >
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center text-center">
            <img src="/favicon.svg" alt="" className="mb-3 size-12" />
            <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
            {subtitle && <p className="mt-1 text-sm text-gray-600">{subtitle}</p>}
          </div>
          <div className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-gray-900/5 sm:p-8">{children}</div>
        </div>
      </main>
    </>
  );
}

/** A spinner with its text, announced politely, while a link's token is checked. */
export function Validating({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-4 text-sm text-gray-700">
      <Spinner className="size-5 text-indigo-600" />
      {text}
    </div>
  );
}
