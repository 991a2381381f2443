import { z } from 'zod';

// Every zod message not written by hand comes out in Portuguese, on the server and in the browser alike.
z.config(z.locales.pt());
