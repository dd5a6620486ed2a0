/** Path prefix of every API call (the server's API_BASE). */
export const API_BASE_PATH = '/api';
