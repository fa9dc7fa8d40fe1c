/** The part of `http_ece` (the encrypted content-encoding web-push uses) the test push service decrypts with. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair: the device's. */
    privateKey: ECDH;
    /** base64url */
    authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
