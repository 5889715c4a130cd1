/// <reference types="vite-plugin-pwa/solid" />
