#import <Foundation/Foundation.h>

// NSLocalizedString(@"COMMENTED_OUT", nil) is not a use.
NSString *Title(void) {
  NSString *a = NSLocalizedString(@"OBJC_TITLE", @"A \"quoted\" comment");
  NSString *b = [[NSBundle mainBundle] localizedStringForKey:@"OBJC_MISSING"
                                                       value:nil
                                                       table:nil];
  return [a stringByAppendingString:b];
}
