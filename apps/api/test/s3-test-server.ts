// A local S3-compatible server (s3rver, from npm) for the object-store tests and the scale
// proof: loopback only, a free port, a bucket of its own in a temp folder, removed at close.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../src/config';
import { createS3Client } from '../src/uploads/s3-file-store';

export interface S3TestServer {
  settings: ObjectStoreConfig;
  /** The S3_* environment of an API process that stores into this server. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'horeca-uploads'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'horeca-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  // s3rver's own fixed credentials; it checks every request's signature against them.
  const settings: ObjectStoreConfig = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const client = createS3Client(settings);
  return {
    settings,
    env: { S3_ENDPOINT: settings.endpoint!, S3_BUCKET: bucket, S3_REGION: settings.region, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
