/** User-facing texts of account self-service (issue 13). */
export const accountMessages = {
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'The password is incorrect. Your account has not been deleted.',
  lastAdmin: 'You are the only administrator. Make another member an administrator before deleting this account.',
  alreadyDeleted: 'This account has already been deleted.',
  deleted: 'Your account has been deleted. Everything you wrote now shows as [deleted], and you have been signed out.',
  exportTooMany: 'You have asked for 3 exports in the last 24 hours. Please try again later.',
  exportNotFound: 'This export does not exist or has expired.',
  exportNotReady: 'This export is not ready yet.',
} as const;
