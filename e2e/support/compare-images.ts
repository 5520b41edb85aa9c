// Compares two PNG screenshots pixel by pixel in the browser (canvas), so no image library
// is needed: returns the share of pixels whose colour differs by more than `tolerance`.
import type { Page } from '@playwright/test';

export interface ImageDifference {
  sameSize: boolean;
  width: number;
  height: number;
  differentPixels: number;
  ratio: number;
}

export async function compareImages(page: Page, a: Buffer, b: Buffer, tolerance = 24): Promise<ImageDifference> {
  return page.evaluate(
    async ({ first, second, tolerance: limit }) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [left, right] = await Promise.all([decode(first), decode(second)]);
      const sameSize = left.width === right.width && left.height === right.height;
      const width = Math.min(left.width, right.width);
      const height = Math.min(left.height, right.height);
      let differentPixels = Math.abs(left.width * left.height - right.width * right.height);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * left.width + x) * 4;
          const j = (y * right.width + x) * 4;
          let delta = 0;
          for (let channel = 0; channel < 4; channel += 1) {
            delta = Math.max(delta, Math.abs((left.data[i + channel] ?? 0) - (right.data[j + channel] ?? 0)));
          }
          if (delta > limit) differentPixels += 1;
        }
      }
      return { sameSize, width, height, differentPixels, ratio: differentPixels / Math.max(1, left.width * left.height) };
    },
    { first: a.toString('base64'), second: b.toString('base64'), tolerance },
  );
}
