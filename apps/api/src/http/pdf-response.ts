// A generated PDF as a download: private, never cached, a file name stripped to safe characters.
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '')}"`,
      'cache-control': 'private, no-store',
    },
  });
}
