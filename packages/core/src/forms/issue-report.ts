// 'Submit an Issue Report' (the glitch report): email, description, device, screenshots.
import { array, mixed, object, string, type InferType } from 'yup';
import { ISSUE_REPORT } from '../constants/constants';
import type { DeviceClass } from './form-types';
import { EMAIL_PATTERN } from '../fields/fields';
import { isFileLike, validateIssueFile, type FileLike } from './files';
import { defineSchema } from '../fields/schema-in';
import { multiLineText } from '../fields/text-fields';

export const DEVICE_CLASSES = ['Tablet', 'Mobile', 'Desktop'] as const satisfies readonly DeviceClass[];

export const issueReportSchema = defineSchema((say) =>
  object({
    email: string()
      .trim()
      .required(say('core.issueReport.required'))
      .matches(EMAIL_PATTERN, { message: say('core.issueReport.emailInvalid'), excludeEmptyString: true }),
    /** Counted after trimming, so ten spaces are not a description. */
    description: multiLineText(say)
      .required(say('core.issueReport.required'))
      .min(ISSUE_REPORT.minLength, say('core.issueReport.descriptionMin'))
      .max(ISSUE_REPORT.maxLength, say('core.issueReport.descriptionMax')),
    device: mixed<DeviceClass>().oneOf(DEVICE_CLASSES).default('Desktop'),
    /** Optional screenshots; each must pass the png/jpeg/gif, 5MB rule. */
    images: array()
      .of(
        mixed<FileLike>().test('issue-file', function checkIssueFile(file) {
          if (!isFileLike(file)) return this.createError({ message: say('core.common.fileUnreadable') });
          const message = validateIssueFile(file, say);
          return message === null || this.createError({ message });
        }),
      )
      .default([]),
  }),
);

export type IssueReportInput = InferType<typeof issueReportSchema>;
