/**
 * A copy of a ZIP archive whose headers declare `size` bytes for the entry `name` (the data is left as
 * it is): a zip bomb's declared size without the bomb's memory.
 */
export function withDeclaredSize(archive: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = Buffer.from(archive);
  for (let offset = 0; offset + 46 <= bytes.length; offset += 1) {
    const signature = bytes.readUInt32LE(offset);
    if (signature === 0x04034b50) {
      const nameLength = bytes.readUInt16LE(offset + 26);
      if (bytes.toString('utf8', offset + 30, offset + 30 + nameLength) === name)
        bytes.writeUInt32LE(size, offset + 22);
    } else if (signature === 0x02014b50) {
      const nameLength = bytes.readUInt16LE(offset + 28);
      if (bytes.toString('utf8', offset + 46, offset + 46 + nameLength) === name)
        bytes.writeUInt32LE(size, offset + 24);
    }
  }
  return new Uint8Array(bytes);
}
