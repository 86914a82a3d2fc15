export { NotFoundInFrame as default } from '@/components/layout/NotFoundInFrame'
