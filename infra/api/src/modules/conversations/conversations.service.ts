// The conversation service's reads the shell needs today; messaging grows here.
export { headersOf } from './conversations.repository';
