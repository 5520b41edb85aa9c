// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), so every API process
// on every machine reads what any of them stored. The bucket stays private: files are never
// linked to the bucket, and an owner downloads through the API's own checks, streamed.
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config';
import { assertSafeKey, contentTypeFromExtension, type FileStore } from './file-store';

export function createS3Client(settings: ObjectStoreConfig): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: the SDK's default sends a streamed upload in
    // aws-chunked encoding with a trailing checksum, which S3-compatible servers other than
    // AWS (and the test server) do not all read. The length is sent, so a cut body fails.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3FileStore(settings: ObjectStoreConfig, client: S3Client = createS3Client(settings)): FileStore {
  const Bucket = settings.bucket;
  return {
    async put(key, body, info) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: info.size, ContentType: info.contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`object store answered ${key} without a stream`);
        // The type follows from the key, as on disk: the stored header is whatever the bucket kept.
        return { body: object.Body, info: { contentType: contentTypeFromExtension(key), size: object.ContentLength ?? 0 } };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      // Deleting a missing object succeeds in S3: removal is idempotent, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
