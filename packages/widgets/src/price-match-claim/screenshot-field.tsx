// The one competitor screenshot (docs/behaviour.md §4 and §5): a file that breaks the rules is refused with
// the spec's message naming it (a renamed non-image too, by its first bytes) and the
// current screenshot is kept; a good file replaces it.
// The bar follows the browser reading the file into the form (its preview); the remove
// button clears it. The native input is emptied after each pick so the same file can be
// chosen again after removing it.
import { CLAIM_LIMITS } from '@horeca/core/constants';
import { CLAIM_FILE_RULE, checkImageFile } from '@horeca/core/forms';
import { formatMessage } from '@horeca/core/messages';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';
import { useSay } from '../runtime/use-say';
import { useWidgetMessages } from '../runtime/use-messages';

const ACCEPT = [...CLAIM_LIMITS.fileTypes, ...CLAIM_LIMITS.fileExtensions.map((extension) => `.${extension}`)].join(',');

interface Loading {
  name: string;
  percent: number;
  preview: string | null;
}

export function ScreenshotField({ kit }: { kit: FieldKit }) {
  const w = useWidgetMessages().claim;
  const say = useSay();
  const { setValue, setError, clearErrors, control } = kit.form;
  const screenshot = useWatch({ control, name: 'screenshot' }) as File | null;
  const [loading, setLoading] = useState<Loading | null>(null);

  useEffect(() => {
    if (!screenshot) {
      setLoading(null);
      return;
    }
    const reader = new FileReader();
    setLoading({ name: screenshot.name, percent: 0, preview: null });
    reader.onprogress = (event) => {
      if (event.lengthComputable) setLoading((current) => current && { ...current, percent: Math.round((event.loaded / event.total) * 100) });
    };
    reader.onload = () =>
      setLoading((current) => current && { ...current, percent: 100, preview: typeof reader.result === 'string' ? reader.result : null });
    reader.readAsDataURL(screenshot);
    return () => reader.abort();
  }, [screenshot]);

  return (
    <FormField kit={kit} name="screenshot" label={w.screenshot} required hint={w.screenshotHint} wide>
      {(aria) => (
        <>
          <input
            {...aria}
            aria-required
            type="file"
            accept={ACCEPT}
            onFocus={() => kit.errorOf('screenshot') && clearErrors('screenshot')}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              // Core's name, type and size rule first, then the bytes: a renamed non-image is refused too.
              const problem = await checkImageFile(file, CLAIM_FILE_RULE, say);
              if (problem) {
                setError('screenshot', { type: 'file', message: problem });
                return;
              }
              clearErrors('screenshot');
              setValue('screenshot', file);
            }}
          />
          {screenshot && loading && (
            <div className={kit.styles.preview}>
              {loading.preview ? (
                <img src={loading.preview} alt={formatMessage(w.screenshotPreview, { name: loading.name })} />
              ) : null}
              <progress max={100} value={loading.percent} aria-label={formatMessage(w.screenshotProgress, { name: loading.name })} />
              <span>{loading.name}</span>
              <button
                type="button"
                className={kit.styles.smallButton}
                aria-label={formatMessage(w.removeScreenshot, { name: loading.name })}
                onClick={() => setValue('screenshot', null)}
              >
                {w.remove}
              </button>
            </div>
          )}
        </>
      )}
    </FormField>
  );
}
