import type { Locator } from '@playwright/test';

/**
 * Drops a file on the area as a person dragging it from the desktop would: dragenter (the area says 'Solte o
 * arquivo'), then drop, with a DataTransfer holding the file. `size` claims another size without making the
 * bytes (the browser-side check reads only the size).
 */
export async function dropFile(
  area: Locator,
  file: { name: string; mimeType: string; buffer: Buffer; size?: number },
  beforeDrop?: () => Promise<void>,
) {
  const transfer = await area.evaluateHandle(
    (_node, f) => {
      const data = new DataTransfer();
      const made = new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType });
      if (f.size !== undefined) Object.defineProperty(made, 'size', { value: f.size });
      data.items.add(made);
      // DataTransfer.files copies its File objects: a claimed size is carried by a stand-in list.
      return f.size === undefined
        ? data
        : { files: [made], items: [{ kind: 'file', type: f.mimeType }], types: ['Files'] };
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer], size: file.size },
  );
  await area.evaluate((node, dataTransfer) => {
    const event = new Event('dragenter', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    node.dispatchEvent(event);
  }, transfer);
  await beforeDrop?.();
  await area.evaluate((node, dataTransfer) => {
    const event = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    node.dispatchEvent(event);
  }, transfer);
}
