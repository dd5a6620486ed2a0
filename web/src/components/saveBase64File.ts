/** Bytes of a base64 string (the API sends files inside its JSON envelope). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Offers a file received from the API as a download under its own name. */
export function saveBase64File(file: { fileName: string; contentType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([base64ToBytes(file.content)], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
