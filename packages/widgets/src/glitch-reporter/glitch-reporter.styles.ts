import { fieldNote, focusRing, primaryButton, textField } from '../runtime/form-styles';
import { rootReset, theme, type StyleBinding } from '../runtime/styles';

/** The round × buttons of the banner and the dialog. */
const closeCross = (background: string) => `
  border: 0;
  border-radius: 50%;
  background: ${background};
  color: ${theme.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/** The tinted box of the spec's failure and thank-you texts. */
const notice = (background: string, color: string) => `
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius};
  background: ${background};
  color: ${color};
`;

export const glitchReporterStyles = ({ css }: StyleBinding) => ({
  root: css`
    ${rootReset}
  `,
  banner: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 8px 12px;
    padding-block: 8px;
    padding-inline: 16px 40px;
    position: relative;
    background: #fff7e0;
    border-block-end: 1px solid #f0d58c;
  `,
  bannerText: css`
    margin: 0;
  `,
  bannerButton: css`
    padding: 4px 12px;
    border: 1px solid ${theme.accent};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.accent};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    &:focus-visible {
      ${focusRing}
    }
  `,
  bannerClose: css`
    position: absolute;
    inset-inline-end: 8px;
    inset-block-start: 50%;
    translate: 0 -50%;
    inline-size: 28px;
    block-size: 28px;
    ${closeCross('transparent')}
  `,
  backdrop: css`
    position: fixed;
    inset: 0;
    z-index: 1000;
    display: grid;
    place-items: center;
    padding: 16px;
    background: rgb(0 0 0 / 45%);
  `,
  dialog: css`
    ${rootReset}
    inline-size: min(520px, 100%);
    max-block-size: calc(100vh - 32px);
    overflow-y: auto;
    padding: 20px;
    background: ${theme.surface};
    border-radius: ${theme.radius};
    box-shadow: 0 12px 40px rgb(0 0 0 / 30%);
    &:focus {
      outline: none;
    }
  `,
  dialogHeader: css`
    display: flex;
    align-items: start;
    justify-content: space-between;
    gap: 12px;
    margin-block-end: 12px;
  `,
  title: css`
    margin: 0;
    font-size: 18px;
  `,
  closeButton: css`
    inline-size: 32px;
    block-size: 32px;
    flex: none;
    ${closeCross('#f3f5f7')}
  `,
  form: css`
    display: flex;
    flex-direction: column;
    gap: 14px;
  `,
  field: css`
    display: flex;
    flex-direction: column;
    gap: 4px;
  `,
  label: css`
    font-weight: 600;
  `,
  required: css`
    color: ${theme.sale};
  `,
  input: css`
    padding: 8px 10px;
    ${textField}
  `,
  textarea: css`
    padding: 8px 10px;
    resize: vertical;
    ${textField}
  `,
  counterRow: css`
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin: 0;
    font-size: 12px;
  `,
  counter: css`
    color: ${theme.muted};
    font-variant-numeric: tabular-nums;
  `,
  /** The muted notes: the screenshot hint and the device line. */
  hint: css`
    ${fieldNote(theme.muted)}
  `,
  error: css`
    ${fieldNote(theme.sale)}
  `,
  errorList: css`
    margin: 0;
    padding-inline-start: 18px;
    font-size: 12px;
    color: ${theme.sale};
  `,
  fileInput: css`
    font: inherit;
    &:focus-visible {
      ${focusRing}
    }
  `,
  shots: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  shot: css`
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 2px;
    inline-size: 96px;
    font-size: 11px;
  `,
  preview: css`
    inline-size: 96px;
    block-size: 72px;
    object-fit: cover;
    border: 1px solid ${theme.border};
    border-radius: 4px;
  `,
  shotName: css`
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  `,
  removeButton: css`
    position: absolute;
    inset-block-start: -6px;
    inset-inline-end: -6px;
    inline-size: 24px;
    block-size: 24px;
    border: 1px solid ${theme.border};
    border-radius: 50%;
    background: ${theme.surface};
    color: ${theme.text};
    line-height: 1;
    cursor: pointer;
    &:focus-visible {
      ${focusRing}
    }
  `,
  consent: css`
    display: flex;
    align-items: start;
    gap: 8px;
    font-size: 13px;
    input {
      margin-block-start: 3px;
    }
  `,
  submit: css`
    align-self: start;
    padding: 10px 18px;
    ${primaryButton}
  `,
  failure: css`
    ${notice('#fdecec', theme.sale)}
  `,
  success: css`
    ${notice('#e8f5ec', theme.success)}
  `,
  /** The loading line and the retry while the form's chunk is fetched. */
  status: css`
    margin: 0;
    padding: 24px 0;
    color: ${theme.muted};
    text-align: center;
  `,
  sent: css`
    display: flex;
    flex-direction: column;
    gap: 14px;
  `,
});
