// The part of fs-native-extensions the data-directory lock uses (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) open-file-description lock; false when another holder has it. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
  const fileLocks: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default fileLocks;
}
