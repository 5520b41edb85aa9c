// /registration/saved-documents (Documents & Compliance): trade licenses and certificates a
// business keeps on file; upload with a type and title, and delete.
import { normalizeApiError, type SavedDocumentKind } from '@horeca/core/api';
import { useToast, useNumbers } from '@horeca/widgets';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../resources/client';
import { useSavedDocuments } from '../resources/account';
import { TextField } from '../forms/text-field';
import { useCommercePage } from '../lib/commerce-page-meta';
import { useWords } from '../lib/words';


export function DocumentsPage() {
  const { account: accountText } = useWords();
  const kinds = Object.keys(accountText.kinds) as SavedDocumentKind[];
  const { date } = useNumbers();
  useCommercePage(accountText.documentsTitle);
  const toast = useToast();
  const fileId = useId();
  const documents = useSavedDocuments();
  const [kind, setKind] = useState<SavedDocumentKind>('trade_license');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer.message) toast({ channel: 'app', tone: 'success', text: answer.message });
      await documents.reload();
      return true;
    } catch (error) {
      const failure = normalizeApiError(error);
      setErrors(Object.fromEntries(Object.entries(failure.fieldErrors).map(([key, list]) => [key, list[0]])));
      toast({ channel: 'app', tone: 'error', text: failure.message });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    const found = { title: title.trim() ? undefined : accountText.titleRequired, file: file ? undefined : accountText.fileRequired };
    setErrors(found);
    if (found.title || found.file || !file) return;
    void run(() => api.uploadSavedDocument(kind, title.trim(), file)).then((ok) => {
      if (!ok) return;
      setTitle('');
      setFile(null);
    });
  };

  return (
    <section aria-labelledby="documents-heading" className="cf-form">
      <h1 id="documents-heading">{accountText.documentsTitle}</h1>
      {documents.error ? <p role="alert" className="cf-banner cf-banner-error">{documents.error.message}</p> : null}
      {documents.data && documents.data.length === 0 ? <p>{accountText.noDocuments}</p> : null}
      <ul className="cf-plain">
        {(documents.data ?? []).map((document) => (
          <li key={String(document.id)} className="cf-line">
            <span>{accountText.kinds[document.kind]}</span>
            <span>
              {document.title} · {date(document.created_at)}
            </span>
            <button type="button" className="cf-link" disabled={busy} onClick={() => void run(() => api.deleteSavedDocument(document.id))}>
              {accountText.deleteDocument(document.title)}
            </button>
          </li>
        ))}
      </ul>
      <form className="cf-form" noValidate onSubmit={upload} aria-label={accountText.upload} aria-busy={busy}>
        <div className="cf-field">
          <label htmlFor={`${fileId}-kind`}>{accountText.documentKind}</label>
          <select id={`${fileId}-kind`} value={kind} onChange={(event) => setKind(event.target.value as SavedDocumentKind)}>
            {kinds.map((option) => (
              <option key={option} value={option}>
                {accountText.kinds[option]}
              </option>
            ))}
          </select>
        </div>
        <TextField label={accountText.documentTitle} value={title} onValueChange={setTitle} error={errors.title} />
        <div className="cf-field">
          <label htmlFor={fileId}>{accountText.documentFile}</label>
          <input
            id={fileId}
            type="file"
            accept="application/pdf,image/*"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${fileId}-error` : undefined}
          />
          {errors.file ? (
            <p className="cf-error" id={`${fileId}-error`}>
              {errors.file}
            </p>
          ) : null}
        </div>
        <button type="submit" className="cf-primary" disabled={busy}>
          {busy ? accountText.uploading : accountText.upload}
        </button>
      </form>
    </section>
  );
}
