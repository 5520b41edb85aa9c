/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The catalogue host; '' (same origin) by default. */
  readonly VITE_API_BASE?: string;
  /** 'ae' or 'us' when the host name does not decide. */
  readonly VITE_STOREFRONT?: string;
  /** Customer-chat widget script; the slot stays empty without it. */
  readonly VITE_CHAT_SCRIPT_URL?: string;
  /** The second customer-chat widget's script; its slot stays empty without it. */
  readonly VITE_CHAT2_SCRIPT_URL?: string;
  /** Analytics tag id (G-XXXX); its script loads on the first add to cart. None without it. */
  readonly VITE_ANALYTICS_ID?: string;
}
