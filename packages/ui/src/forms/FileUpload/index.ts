export { FileUpload, type FileUploadProps, type FileUploadItem } from './FileUpload';
export { truncateFileName, isAccepted, describeAccept } from './fileNames';
