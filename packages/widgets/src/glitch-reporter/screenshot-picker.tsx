// Screenshots for a glitch report: several PNG, JPEG or GIF files of at most 5MB each, each
// with a preview and its own remove button. A refused file is named in the spec's message
// and never added; the accepted ones stay.
import { ISSUE_FILE_RULE, checkImageFile } from '@horeca/core/forms';
import { formatMessage } from '@horeca/core/messages';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useStyles } from '../runtime/styles';
import { glitchReporterStyles } from './glitch-reporter.styles';
import { useSay } from '../runtime/use-say';
import { useWidgetMessages } from '../runtime/use-messages';

export interface Screenshot {
  id: string;
  file: File;
  /** Object URL for the preview; '' where the browser cannot make one. */
  preview: string;
}

export interface ScreenshotPickerProps {
  screenshots: Screenshot[];
  onChange: (next: Screenshot[]) => void;
  /** Messages from the server for the screenshots (a 422), shown with ours. */
  serverErrors?: string[];
  disabled?: boolean;
}

/** The API keeps at most five screenshots per report (core's ISSUE_FILE_RULE, its rule too). */
export const MAX_SCREENSHOTS = ISSUE_FILE_RULE.maxCount;

let nextId = 0;

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

export function ScreenshotPicker({ screenshots, onChange, serverErrors = [], disabled }: ScreenshotPickerProps) {
  const widgetMessages = useWidgetMessages();
  const say = useSay();
  const s = useStyles(glitchReporterStyles);
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const latest = useRef(screenshots);
  latest.current = screenshots;

  // Previews are revoked when the picker goes away (modal closed, report sent).
  useEffect(() => () => latest.current.forEach((shot) => shot.preview && URL.revokeObjectURL(shot.preview)), []);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    // The spec's message for the file, checking its bytes as well as its name and type.
    const verdicts = await Promise.all(files.map(async (file) => ({ file, message: await checkImageFile(file, ISSUE_FILE_RULE, say) })));
    const messagesNow = verdicts.flatMap(({ message }) => (message ? [message] : []));
    const accepted = verdicts.filter(({ message }) => !message);
    const room = Math.max(0, MAX_SCREENSHOTS - latest.current.length);
    if (accepted.length > room) messagesNow.push(widgetMessages.glitch.tooMany);
    setRefused(messagesNow);
    const added = accepted
      .slice(0, room)
      .map(({ file }) => ({ id: `shot-${(nextId += 1)}`, file, preview: previewOf(file) }));
    if (added.length) onChange([...latest.current, ...added]);
  };

  const remove = (shot: Screenshot) => {
    if (shot.preview) URL.revokeObjectURL(shot.preview);
    onChange(latest.current.filter((item) => item.id !== shot.id));
  };

  // Both in the shopper's language: the rule's by `say`, the API's asked in it.
  const errors = [...refused, ...serverErrors];
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;

  return (
    <div className={s.field}>
      <label htmlFor={`${id}-input`} className={s.label}>
        {widgetMessages.glitch.screenshots}
      </label>
      <p id={hintId} className={s.hint}>
        {widgetMessages.glitch.screenshotsHint}
      </p>
      <input
        id={`${id}-input`}
        part="screenshots"
        className={s.fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        multiple
        disabled={disabled}
        aria-describedby={[hintId, errors.length ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={errors.length ? true : undefined}
        onChange={(event) => void onFiles(event)}
      />
      {errors.length > 0 && (
        <ul id={errorId} className={s.errorList} role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {screenshots.length > 0 && (
        <ul className={s.shots} part="screenshot-list">
          {screenshots.map((shot) => (
            <li key={shot.id} className={s.shot}>
              {shot.preview ? (
                <img className={s.preview} src={shot.preview} alt={formatMessage(widgetMessages.glitch.screenshotPreview, { name: shot.file.name })} />
              ) : null}
              <span className={s.shotName}>{shot.file.name}</span>
              <button
                type="button"
                className={s.removeButton}
                disabled={disabled}
                aria-label={formatMessage(widgetMessages.glitch.removeScreenshot, { name: shot.file.name })}
                onClick={() => remove(shot)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
