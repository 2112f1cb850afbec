import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';

import type { SigningMessages } from '#shared/i18n/messages/signing.es.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import {
  buyerDeclarationsSchema,
  FUNDS_ORIGIN_CATEGORIES,
  type BuyerFileDocumentKind,
  type PublicBuyerFileDto,
} from '#shared/schemas/buyer-file-schema.ts';
import { translatedError } from '#web/lib/i18n/use-catalog.ts';
import { Button } from '#web/ui/Button.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import type { SigningLink } from './api';
import { buyerFileQuery, useBuyerFileMutations } from './buyer-file-api';
import {
  fieldOfIssue,
  focusFirstInvalid,
  identityDocumentProblem,
  missingFields,
  toCandidate,
  toDraft,
  type DeclarationsDraft,
  type DeclarationsErrors,
} from './declarations-draft';
import { DeclarationsFields, type DeclarationsTexts } from './DeclarationsFields';
import { DocumentFileInput } from './DocumentFileInput';
import { DocumentUploadProgress } from './DocumentUploadProgress';
import { useSigningText } from './signing-text';

/** The questions in the buyer's language, addressed to them (docs/product.md §11.2). */
function declarationsTexts(t: Translate<SigningMessages>): DeclarationsTexts {
  return {
    yes: t('file.yes'),
    no: t('file.no'),
    ownBehalf: t('file.ownBehalf'),
    ownBehalfNo: t('file.ownBehalfNo'),
    beneficialOwnerName: t('file.beneficialOwnerName'),
    beneficialOwnerDocument: t('file.beneficialOwnerDocument'),
    isCompany: t('file.isCompany'),
    companyOwners: t('file.companyOwners'),
    ownerName: (number) => t('file.ownerName', { number }),
    ownerDocument: (number) => t('file.ownerDocument', { number }),
    ownerShare: (number) => t('file.ownerShare', { number }),
    addOwner: t('file.addOwner'),
    removeOwner: (number) => t('file.removeOwner', { number }),
    isPep: t('file.isPep'),
    pepDetails: t('file.pepDetails'),
    occupation: t('file.occupation'),
    fundsCategory: t('file.fundsCategory'),
    fundsChoose: t('file.fundsChoose'),
    funds: Object.fromEntries(
      FUNDS_ORIGIN_CATEGORIES.map((category) => [category, t(`file.funds.${category}`)]),
    ) as DeclarationsTexts['funds'],
    fundsDetails: t('file.fundsDetails'),
  };
}

/** What a document part asks for: the identity document, or evidence of the source of the funds (art. 14). */
const DOCUMENT_PARTS = {
  identity: {
    title: 'file.documentsTitle',
    help: 'file.documentsHelp',
    none: 'file.noDocuments',
    label: 'file.documentLabel',
  },
  funds: {
    title: 'file.fundsTitle',
    help: 'file.fundsRequested',
    none: 'file.noFundsDocuments',
    label: 'file.fundsLabel',
  },
} as const satisfies Record<BuyerFileDocumentKind, Record<string, keyof SigningMessages>>;

function DocumentsPart({
  contractId,
  link,
  file,
  kind,
}: {
  contractId: string;
  link: SigningLink;
  file: PublicBuyerFileDto;
  kind: BuyerFileDocumentKind;
}) {
  const { t, locale } = useSigningText();
  const { upload } = useBuyerFileMutations(contractId, link);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();
  const texts = DOCUMENT_PARTS[kind];
  const documents = file.documents.filter((document) => document.kind === kind);

  const send = async (chosen: File) => {
    setNotice(null);
    setError(null);
    const problem = identityDocumentProblem(chosen);
    if (problem) return setError(t(`file.${problem}`));
    setProgress(0);
    try {
      await upload.mutateAsync({ file: chosen, kind, onProgress: setProgress });
      setNotice(t('file.uploaded', { name: chosen.name }));
    } catch (failure) {
      const known = translatedError(t, locale, failure, {
        0: 'error.network',
        413: 'file.tooLarge',
        422: 'file.invalidType',
        410: 'error.linkGone',
      });
      setError(t('file.uploadError', { detail: known ?? t('error.unknown') }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="mt-5">
      <h3 className="font-semibold text-stone-900">{t(texts.title)}</h3>
      <p id={helpId} className="mt-1 text-sm text-stone-600">
        {t(texts.help)}
      </p>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t(texts.none)}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-2 wrap-anywhere text-emerald-800">
              <span aria-hidden="true">✓</span>
              {document.filename}
            </li>
          ))}
        </ul>
      )}
      {kind === 'identity' && documents.length > 0 && !file.identity_complete ? (
        // One photo of a DNI is one side (docs/product.md#identified-buyers).
        <p role="status" className="mt-2 text-sm font-medium text-amber-900">
          {t('file.otherSide')}
        </p>
      ) : null}
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-stone-800">
        {t(texts.label)}
      </label>
      <DocumentFileInput
        id={inputId}
        inputRef={input}
        describedBy={helpId}
        disabled={upload.isPending}
        onChoose={(chosen) => void send(chosen)}
      />
      <div aria-live="polite" className="mt-2 text-sm">
        {upload.isPending ? (
          <DocumentUploadProgress label={t('file.uploading')} fraction={progress} locale={locale} />
        ) : notice ? (
          <p className="text-emerald-800">{notice}</p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DeclarationsPart({
  contractId,
  link,
  file,
}: {
  contractId: string;
  link: SigningLink;
  file: PublicBuyerFileDto;
}) {
  const { t, locale } = useSigningText();
  const { declare } = useBuyerFileMutations(contractId, link);
  const [draft, setDraft] = useState<DeclarationsDraft>(() => toDraft(file.declarations));
  const [errors, setErrors] = useState<DeclarationsErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const texts = useMemo(() => declarationsTexts(t), [t]);

  const submit = async () => {
    setNotice(null);
    // The buyer's language names what is missing; the shared schema (its messages are Spanish) has the last word.
    const parsed = buyerDeclarationsSchema.safeParse(toCandidate(draft));
    const invalid = parsed.success
      ? []
      : parsed.error.issues.map((issue) => fieldOfIssue(issue.path)).filter((key) => key !== null);
    const keys = [...new Set([...missingFields(draft), ...invalid])];
    setErrors(Object.fromEntries(keys.map((key) => [key, t('file.fieldRequired')])));
    if (!parsed.success || keys.length > 0) {
      setSummary(t('file.missingRequired'));
      focusFirstInvalid(form.current);
      return;
    }
    setSummary(null);
    try {
      await declare.mutateAsync(parsed.data);
      setNotice(t('file.saved'));
    } catch (failure) {
      const known = translatedError(t, locale, failure, {
        0: 'error.network',
        409: 'form.closed',
        410: 'error.linkGone',
        422: 'file.missingRequired',
      });
      setSummary(t('file.saveError', { detail: known ?? t('error.unknown') }));
    }
  };

  return (
    <form
      ref={form}
      noValidate
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="font-semibold text-stone-900">{t('file.declarationsTitle')}</h3>
      <DeclarationsFields draft={draft} onChange={setDraft} errors={errors} texts={texts} />
      {summary ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {summary}
        </p>
      ) : null}
      <div aria-live="polite" className="text-sm text-emerald-800">
        {notice}
      </div>
      <Button type="submit" disabled={declare.isPending} className="w-full sm:w-auto">
        {declare.isPending ? t('file.saving') : t('file.save')}
      </Button>
    </form>
  );
}

/**
 * The buyer's identification under Ley 10/2010 (docs/product.md §5.7), before the signature: where the setting
 * requires it (arras, by default) the signature pad appears only once the identity document and the declarations
 * are in; otherwise it is offered and the pad shows at once. If the file cannot be read, the pad shows and the
 * server decides at signing time.
 */
export function BuyerFileGate({
  contractId,
  link,
  children,
}: {
  contractId: string;
  link: SigningLink;
  children: ReactNode;
}) {
  const file = useQuery(buyerFileQuery(contractId, link));
  const { t } = useSigningText();
  if (file.isPending) return <Spinner className="py-8" label={t('page.loadingShort')} />;
  if (file.isError) return <>{children}</>;
  const { required, complete, under_review: underReview } = file.data;
  return (
    <>
      <section
        aria-labelledby="buyer-file-title"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h2 id="buyer-file-title" className="text-lg font-semibold text-stone-900">
          {t('file.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('file.intro')}</p>
        <p
          role="status"
          className={`mt-3 rounded-lg p-3 text-sm ${complete && !underReview ? 'bg-emerald-50 text-emerald-900' : 'bg-sand-100 text-stone-800'}`}
        >
          {underReview
            ? t('file.underReview')
            : complete
              ? t('file.complete')
              : required
                ? t('file.required')
                : t('file.optional')}
        </p>
        {file.data.funds_requested ? (
          // Enhanced measures (art. 14): while an owner's approval waits, the company asks for evidence of the source
          // of the funds; the page says only what is asked, never why (docs/product.md#file-before-bond).
          <section
            aria-label={t('file.fundsTitle')}
            className="mt-5 rounded-lg bg-amber-50 px-4 pb-4 ring-1 ring-amber-200"
          >
            <DocumentsPart contractId={contractId} link={link} file={file.data} kind="funds" />
          </section>
        ) : null}
        <DocumentsPart contractId={contractId} link={link} file={file.data} kind="identity" />
        <DeclarationsPart contractId={contractId} link={link} file={file.data} />
      </section>
      {required && (!complete || underReview) ? (
        <p className="rounded-xl bg-sand-100 p-4 text-sm text-stone-800 ring-1 ring-stone-200">
          {underReview ? t('file.underReviewSign') : t('file.signAfter')}
        </p>
      ) : (
        children
      )}
    </>
  );
}
