// Photos (several at once) or videos (one at a time) for a return, each previewed and
// removable. Object URLs are released when a file is removed or the picker unmounts.
import { useEffect, useId, useMemo } from 'react';
import { useWords } from '../../lib/words';

export interface MediaPickerProps {
  kind: 'image' | 'video';
  label: string;
  addLabel: string;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}

export function MediaPicker({ kind, label, addLabel, files, onChange, error }: MediaPickerProps) {
  const { returns: returnsText } = useWords();
  const id = useId();
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  return (
    <fieldset className="cf-form" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <label className="cf-secondary" htmlFor={id}>
        {addLabel}
      </label>
      <input
        id={id}
        className="cf-visually-hidden"
        type="file"
        accept={`${kind}/*`}
        multiple={kind === 'image'}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (picked.length > 0) onChange([...files, ...picked]);
        }}
      />
      {previews.length > 0 ? (
        <ul className="cf-previews">
          {previews.map(({ file, url }, index) => (
            <li key={`${file.name}-${index}`}>
              {kind === 'image' ? <img src={url} alt={file.name} /> : <video src={url} muted aria-label={file.name} />}
              <button type="button" className="cf-link" onClick={() => onChange(files.filter((_, at) => at !== index))}>
                {returnsText.removeFile(file.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="cf-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
