/**
 * From now on the menu's jump links land exactly, on the menu page and in the menu dialog, with
 * or without their island hydrated (the menu feature's exact-jumps.ts).
 */
export { makeJumpsExact } from '@/features/menu/exact-jumps'
