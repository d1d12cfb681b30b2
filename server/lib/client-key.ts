/**
 * A client's address as a key for quotas and throttles: an HMAC with the server's secret, so the
 * database never holds an IP address (nor a plain hash of one, which the IPv4 space makes reversible).
 */
import { createHmac } from 'node:crypto';

export const clientKey = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`client:${ip}`).digest('base64url').slice(0, 22);
