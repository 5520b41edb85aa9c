// 'Submit an Issue Report' (the glitch report): email, description, device, screenshots.
import { array, mixed, object, string, type InferType } from 'yup';
import { ISSUE_REPORT } from '../constants/constants';
import { messages } from '../messages/messages';
import type { DeviceClass } from './form-types';
import { EMAIL_PATTERN } from '../fields/fields';
import { isFileLike, validateIssueFile, type FileLike } from './files';
import { multiLineText } from '../fields/text-fields';

export const DEVICE_CLASSES = ['Tablet', 'Mobile', 'Desktop'] as const satisfies readonly DeviceClass[];

export const issueReportSchema = object({
  email: string()
    .trim()
    .required(messages.issueReport.required)
    .matches(EMAIL_PATTERN, { message: messages.issueReport.emailInvalid, excludeEmptyString: true }),
  /** Counted after trimming, so ten spaces are not a description. */
  description: multiLineText()
    .required(messages.issueReport.required)
    .min(ISSUE_REPORT.minLength, messages.issueReport.descriptionMin)
    .max(ISSUE_REPORT.maxLength, messages.issueReport.descriptionMax),
  device: mixed<DeviceClass>().oneOf(DEVICE_CLASSES).default('Desktop'),
  /** Optional screenshots; each must pass the png/jpeg/gif, 5MB rule. */
  images: array()
    .of(
      mixed<FileLike>().test('issue-file', function checkIssueFile(file) {
        if (!isFileLike(file)) return this.createError({ message: messages.common.fileUnreadable });
        const message = validateIssueFile(file);
        return message === null || this.createError({ message });
      }),
    )
    .default([]),
});

export type IssueReportInput = InferType<typeof issueReportSchema>;
